package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"plaid_access_token": "access-development-99989be2-c478-d0e5-a21c-d8795cdeb7ad",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
