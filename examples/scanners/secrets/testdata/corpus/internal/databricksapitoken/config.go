package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"databricks_api_token": "dapi052637033125b4d9c6f82fa236468ef9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
