package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "3f9a421b7253504b5d78c556",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
