package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"okta_api_token": "00kOAeunHkFSMnJFTIss8wx7BYtWow153YBAWdQNtV",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
