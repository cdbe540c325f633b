package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "fCFcfd68-f551-9f0b-A731-Cfa275e7aBfE",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
