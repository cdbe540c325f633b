package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "hs29ydqgr9lms0bbovil6lpkze1egc4e",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
