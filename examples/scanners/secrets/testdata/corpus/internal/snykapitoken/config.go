package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "e0150b2d-3f0f-1272-db74-3157192410d3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
