package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "b4db560c0e486b18feba2fbcf97c136354dd0308",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
