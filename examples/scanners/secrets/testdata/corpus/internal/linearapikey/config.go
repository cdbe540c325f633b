package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"linear_api_key": "lin_api_fv1EwC9MZ6wcdUCC8OoHrX86fUgU1Wya3O9jHreI",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
