package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "e55f70493dd7d58d11806a8d71d9f925e240a60a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
