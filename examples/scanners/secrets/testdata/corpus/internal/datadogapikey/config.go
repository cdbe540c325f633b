package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "81cde94ef76255b3162e13d5d6a2096691e1b25b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
