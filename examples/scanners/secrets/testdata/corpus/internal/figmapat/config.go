package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":  "https://api.acme.dev/v2",
	"figma_pat": "figd_c6Q8oRHCC1EtvGwik8KTJSB-uEBel3k121tmhPZ4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
