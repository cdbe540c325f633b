package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"drone_ci_token": "zidLbfuiadGhBOgma1idWNJvG2mkE3TQ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
