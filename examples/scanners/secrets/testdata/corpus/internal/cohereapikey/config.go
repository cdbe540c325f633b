package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "qbh6HevjWL7p2cZlvoDlKI2KGj63V0oT2tPHCCSj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
