package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"buildkite_api_token": "bkua_ac61531d843c124f9d3e2f845461e6e7438f30dc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
