package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"cloudflare_global_api_key": "cae9f204919e1c61157ad33063f521ca0b3cb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
