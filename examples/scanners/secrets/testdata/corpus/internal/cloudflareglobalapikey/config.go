package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "ee0ed354082b619d49bc2c1d53574eee2e3aa",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
