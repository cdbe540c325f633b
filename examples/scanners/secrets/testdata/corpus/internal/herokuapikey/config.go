package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"HEROKU_API_KEY": "e942d207-8913-5c6f-ac3a-79c4ec4ed7f2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
