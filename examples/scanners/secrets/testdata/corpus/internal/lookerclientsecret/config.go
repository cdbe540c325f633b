package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"looker_client_secret": "MWDXpoewsHpOF65iphaA85lU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
