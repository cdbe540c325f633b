package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "8tv8QfMzW3kjnwvW7mff81xyTqbKKJ0Bqi0vwq21sKk89rryPmXBm8SNQMXHBGQ6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
