package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"plaid_access_token": "access-sandbox-56ae1e00-1a9f-3f51-4a44-adfade269cdc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
