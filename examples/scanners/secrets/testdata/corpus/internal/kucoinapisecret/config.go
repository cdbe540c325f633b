package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "3c8bcd17-0f9e-6eff-e92b-a728699b5265",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
