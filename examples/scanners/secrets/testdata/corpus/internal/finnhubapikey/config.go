package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"finnhub_api_key": "g2u4uj46otmgqdh754e8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
