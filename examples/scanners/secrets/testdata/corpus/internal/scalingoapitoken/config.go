package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"scalingo_api_token": "tk-us-j201I2fbYHxbQhY8rrlgLxNMVuoGPPMMXQdR_JxTrN2O6moE",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
