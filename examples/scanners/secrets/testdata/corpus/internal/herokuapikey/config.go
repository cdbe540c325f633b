package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"HEROKU_API_KEY": "cb6a9019-aec4-3bc8-0ade-4fe8d1d49f0b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
