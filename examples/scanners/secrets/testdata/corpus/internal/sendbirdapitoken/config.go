package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "d93f675293b0c0f7a60bfc4f5e0d7cb89af940cd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
