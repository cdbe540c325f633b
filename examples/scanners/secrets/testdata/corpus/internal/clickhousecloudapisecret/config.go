package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"clickhouse_cloud_api_secret": "4b1d1Owv2Cw62DoYIJL338b4vw5cUsiQxgp1fNY783",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
