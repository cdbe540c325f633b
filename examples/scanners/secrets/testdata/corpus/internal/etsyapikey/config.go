package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"etsy_api_key": "4nv7xn93ioxuzp1a2xgdqdrn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
