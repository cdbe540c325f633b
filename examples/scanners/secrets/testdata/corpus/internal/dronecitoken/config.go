package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"drone_ci_token": "0sXbRImzuGPZq35zQa2gRqZ5V4ldpOvN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
