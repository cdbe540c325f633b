package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "5cd5294416369457fd80670c84bc3a89e8f4c",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
