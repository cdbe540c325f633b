package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "a6d57cee7fd0cb9a740842e7be0a05d25a7dc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
