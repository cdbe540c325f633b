package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"fastly_api_token": "88uEZ0syJqnV64SKUJC3ho9e2j5wNAV-",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
