package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"looker_client_secret": "5iphaA85lULG87k6GHyevxtU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
