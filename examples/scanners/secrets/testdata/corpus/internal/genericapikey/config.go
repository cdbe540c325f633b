package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"db_password": "gK7NNwQYUlbD85WjrAQgDv/i7b4bT8a+",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
