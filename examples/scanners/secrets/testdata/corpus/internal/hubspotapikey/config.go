package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "f05ae852-4923-4f64-3fca-4fb714b84515",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
