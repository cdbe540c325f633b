package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "8b371de77895937df19278c66a02ff3a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
