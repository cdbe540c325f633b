package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "7d3cdcf576bd9b41242b1a5973e8b15f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
