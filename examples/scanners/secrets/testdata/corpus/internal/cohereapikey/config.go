package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "hS62wQ8WDcYH4OTzWLQZKhrqFEFMhmw5UaSeHQvs",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
