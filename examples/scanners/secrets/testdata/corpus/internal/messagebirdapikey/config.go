package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"messagebird_api_key": "4iDkpQGYEx5nWLYDY4gxQNtTf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
