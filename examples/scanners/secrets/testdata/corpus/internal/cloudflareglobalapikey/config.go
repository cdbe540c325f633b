package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "eebddd0dd8b1516d8dacae9f204919e1c6115",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
