package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"newrelic_browser_key": "NRJS-876bd6b67d7fd0e2c84",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
