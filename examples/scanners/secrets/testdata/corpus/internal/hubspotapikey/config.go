package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "520e5198-51b4-e497-895c-518547a1452a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
