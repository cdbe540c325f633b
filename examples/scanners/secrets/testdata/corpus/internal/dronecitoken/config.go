package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"drone_ci_token": "4tdyVjLLc5ELrsdq64PtwrpS0jsS7aeY",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
