package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "WHpSZAXN4yVLJIPqOMWgH6_5_6rNE7svvGlpgcpq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
