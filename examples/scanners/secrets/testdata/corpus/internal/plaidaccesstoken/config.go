package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"plaid_access_token": "access-sandbox-3133090f-8ce0-7618-202a-d18e5a674ba8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
