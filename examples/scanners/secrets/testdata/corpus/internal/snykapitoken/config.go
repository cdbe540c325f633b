package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "38b82b19-d866-bc3d-c551-9a0157c8f7b4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
