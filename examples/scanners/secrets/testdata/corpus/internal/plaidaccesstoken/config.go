package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"plaid_access_token": "access-production-5e7f8071-904a-e500-decc-22d92eeae56a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
