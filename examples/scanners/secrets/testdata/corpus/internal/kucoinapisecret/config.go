package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "c2f2d901-deff-9750-dd10-3db0210a18f2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
