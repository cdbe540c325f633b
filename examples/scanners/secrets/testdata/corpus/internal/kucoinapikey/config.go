package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "4d1daf22c03576e2cf6ce312",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
