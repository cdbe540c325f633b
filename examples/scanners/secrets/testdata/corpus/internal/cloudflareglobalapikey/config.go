package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "0025f6ec7c42a8b8d25abd119dfdd6a795262",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
