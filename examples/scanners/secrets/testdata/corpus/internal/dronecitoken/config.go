package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"drone_ci_token": "WYcuX0D8nnGiwIDgXZNbKp6fmlpVW6Qf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
