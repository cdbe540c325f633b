package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "769fe465c831f9578e37232a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
