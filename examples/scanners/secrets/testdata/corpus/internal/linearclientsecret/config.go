package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "364540ec3aff43babad3e798c1aba09b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
