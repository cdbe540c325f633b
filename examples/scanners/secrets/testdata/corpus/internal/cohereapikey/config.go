package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "DMIzmJAqsAoQeS443Y9KHOn3eif5QKXA5C9c3QdB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
