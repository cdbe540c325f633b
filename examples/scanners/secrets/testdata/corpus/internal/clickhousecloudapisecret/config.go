package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"clickhouse_cloud_api_secret": "4b1dBIx1iR5pa7OmUwctB0pzDGS6C3kdNl18tO25LH",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
