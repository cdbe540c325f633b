package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "BB9E8fa5-Ff15-FfeB-6B07-6FC50909DAfb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
