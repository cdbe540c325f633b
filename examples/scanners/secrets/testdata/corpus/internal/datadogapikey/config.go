package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "a34a10e91952844b1e8c7cb06f2646909836cea4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
