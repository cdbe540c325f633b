package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"stripe_restricted_key": "rk_live_t9AzZMrCAVCoZwCQKASYPKDxRK4zVknG9IhvjDEo2c2j3gdqaaBWJOsq3EI57VcaJ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
