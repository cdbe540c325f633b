package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"flutterwave_encryption_key": "FLWSECK_TEST2db1bf63a4ad",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
