package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "1947318469225708b7a686100c060d3347393b509bcb598bd426f1d32434f657",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
