package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "9c8523d255ff523d54c9fc313ecf9f8f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
