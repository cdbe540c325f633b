package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"travisci_access_token": "Xt42ph9orFr68eJm7brRZ5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
