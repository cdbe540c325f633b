package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_secret_key": "FLWSECK_TEST-5f5e01c85f3bbaf9cfb0955baecd3025-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
