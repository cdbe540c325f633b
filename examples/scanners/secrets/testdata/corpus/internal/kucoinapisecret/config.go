package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "dd47e937-34fd-f6be-6f24-adf3df3f8b57",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
