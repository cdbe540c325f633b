package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "61d502af3551339a73ce4fbf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
