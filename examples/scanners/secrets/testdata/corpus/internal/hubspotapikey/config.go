package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "8f336c8e-4e02-a118-12a5-a2d2e954f054",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
