package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"etsy_api_key": "6v84j36e8etbegeuskfqplkk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
