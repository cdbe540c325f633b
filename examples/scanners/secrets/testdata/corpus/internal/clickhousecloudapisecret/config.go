package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"clickhouse_cloud_api_secret": "4b1dHW7UHQWewGaFB4Eor3LVuDLY2G1dfbmGURydlN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
