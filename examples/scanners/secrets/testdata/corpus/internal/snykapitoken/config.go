package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "d681de60-8EFe-A939-1d54-523bF6CC3B82",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
