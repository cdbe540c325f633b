package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "aaa470d1e0fdc3bc9c90374eaeb1e8f120882",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
