package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "YjYDnm8Sry937tPZ8NRJ9Q5hqdnULoVLRgkoiU9Y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
