package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "339a37cc554e10c21892fa0f6813d05d86c83",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
