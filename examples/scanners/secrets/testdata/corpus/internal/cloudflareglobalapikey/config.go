package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "29403384a5fa1167783b0601be02045ff16eb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
