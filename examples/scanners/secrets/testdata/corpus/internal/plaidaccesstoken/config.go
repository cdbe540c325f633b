package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"plaid_access_token": "access-sandbox-2eeae56a-1e00-1a9f-3f51-4a44eadfade2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
