package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"alibaba_access_key_secret": "k4NKfZ3KIqDXPkdHwuZl0kZk4r6vb5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
