package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"HEROKU_API_KEY": "4097d4cc-88f2-a1ad-f749-716980010430",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
