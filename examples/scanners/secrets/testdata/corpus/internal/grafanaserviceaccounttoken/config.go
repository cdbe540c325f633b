package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                      "https://api.acme.dev/v2",
	"grafana_service_account_token": "glsa_jLwYflWK4DFXWrz5aQ59hVVpJJIDATDq_8a61b0e7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
