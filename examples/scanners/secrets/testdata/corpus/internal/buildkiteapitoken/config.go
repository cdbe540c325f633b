package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"buildkite_api_token": "bkua_186c399eebbbdb19d5fc6ca02cc6dc0cc2d4c19a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
