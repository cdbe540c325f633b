package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"databricks_api_token": "dapif415706329f682c3f5a9bcfab6ec9c5a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
