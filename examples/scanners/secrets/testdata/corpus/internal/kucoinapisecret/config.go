package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "2e79135a-eb58-4b2e-84ed-6b40a47a67e4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
