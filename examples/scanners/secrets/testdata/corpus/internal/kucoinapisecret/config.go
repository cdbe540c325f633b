package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "55a3b820-cc86-4614-7770-9ce3a2cc6ca1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
