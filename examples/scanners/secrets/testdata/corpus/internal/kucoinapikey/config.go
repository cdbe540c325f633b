package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "0c3ee9384c3529d6d790e80f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
