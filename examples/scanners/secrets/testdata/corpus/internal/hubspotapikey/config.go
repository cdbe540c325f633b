package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"hubspot_api_key": "b7b95815-fe5d-f336-8ec4-022a118212a5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
