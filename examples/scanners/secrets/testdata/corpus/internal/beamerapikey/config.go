package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"beamer_api_key": "b_jIr3tnAX3cJy4vm6yrgz7ncaC6milc6oUUk6eR2GGHX3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
