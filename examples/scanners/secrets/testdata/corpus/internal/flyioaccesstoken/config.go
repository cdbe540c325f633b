package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"flyio_access_token": "fo1_E5BRQJmss3VBWIGVZjNzf4j_EvCJpJ8ypsG3L8IOngH",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
