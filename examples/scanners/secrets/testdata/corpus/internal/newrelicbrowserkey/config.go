package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"newrelic_browser_key": "NRJS-01c299137fdda177ac6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
