package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"clickhouse_cloud_api_secret": "4b1dT3x7oafpWUSJ7kdXK3EVojGjRLDvem5EuJy78v",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
