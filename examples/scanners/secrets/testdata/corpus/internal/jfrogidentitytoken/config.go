package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "psiC8mqFwjCKS8xkZjb5YzifbW6jJUYEN9RE9rUM9oRHfDx5RRnCIWQ2yeF4WeVdiPeqLUUxl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
