package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "oT2tPHCCSj2yZHsxcYn3KJlJbAWK69irhS62wQ8W",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
