package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "5e1acdd8-cd0c-f5b5-211f-7207ff813386",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
