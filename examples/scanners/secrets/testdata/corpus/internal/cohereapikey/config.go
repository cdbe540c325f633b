package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "amdzblz7QHbx5TLN8HijYYlsMMFBqwaMUhZGn5GK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
