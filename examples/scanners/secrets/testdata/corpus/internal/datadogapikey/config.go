package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "8e716d68fa7e0f4e7a294670b23c56f4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
