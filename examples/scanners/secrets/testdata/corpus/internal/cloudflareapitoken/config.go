package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"cloudflare_api_token": "PwIuO2m8NX7-0peFHzQWpzZqSpyFCx0MfzKoGupD",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
