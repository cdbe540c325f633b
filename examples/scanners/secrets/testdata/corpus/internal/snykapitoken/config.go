package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "cdbb9811-e5b1-0364-b849-38b755d3a6ae",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
