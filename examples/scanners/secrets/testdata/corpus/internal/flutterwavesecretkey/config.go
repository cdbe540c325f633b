package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_secret_key": "FLWSECK-bca5116be3982de940d973fcff05f5e7-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
