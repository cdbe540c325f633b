package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"databricks_api_token": "dapi6d23db95a77dfb3eb76009e195fc790b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
