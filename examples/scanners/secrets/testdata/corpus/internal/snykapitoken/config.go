package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "B58D19A9-a751-8d0F-E8D7-281Ee4a1973C",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
