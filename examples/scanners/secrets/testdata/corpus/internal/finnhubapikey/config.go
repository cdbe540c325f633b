package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"finnhub_api_key": "j8xbcjx0g2qlg0133q3o",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
