package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "e7e02f71-c943-388d-3ac8-9c4c13ac8f8c",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
