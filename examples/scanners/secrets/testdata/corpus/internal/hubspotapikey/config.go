package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "8c5d2f8e-9d07-a5b0-1e05-016cae1837ba",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
