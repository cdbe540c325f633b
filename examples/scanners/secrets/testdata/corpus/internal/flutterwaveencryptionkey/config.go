package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"flutterwave_encryption_key": "FLWSECK_TEST92d00c7d443a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
