package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"square_oauth_secret": "sq0csp-a_P4-XjbV7LftCDSgoUy4wJeNi-MlRZdVS5l23nwr0g",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
