package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"flutterwave_secret_key": "FLWSECK-da4c7d8904b4d216595a588c98c8590e-X",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
