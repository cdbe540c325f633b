package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "wybaiZEimBeZDPJ6r_kWGJs0fs089aiOJ6628x8R",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
