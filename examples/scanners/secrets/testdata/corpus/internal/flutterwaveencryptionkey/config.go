package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"flutterwave_encryption_key": "FLWSECK_TESTbb9b97b6ca60",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
