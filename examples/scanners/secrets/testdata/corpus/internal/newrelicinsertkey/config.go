package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"newrelic_insert_key": "NRII-QzFWWG1VbEdTJ7aTfNAc8LxVHi4_BIA0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
