package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"kucoin_api_key": "7eb737ed849cc5102be1ff71",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
