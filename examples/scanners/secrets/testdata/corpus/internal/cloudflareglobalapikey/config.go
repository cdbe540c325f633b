package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "78e2f84f5271248d1f71d1831e3f9cee25916",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
