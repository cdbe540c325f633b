package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "f27805b85756c6b5f97962ca",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
