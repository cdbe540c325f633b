package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "wq21sKk89rryPmXBm8SNQMXHBGQ6a7M5bcfT0cGlLndvhRndn8WspsiC8mqFwjCKS8xkZjb5Y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
