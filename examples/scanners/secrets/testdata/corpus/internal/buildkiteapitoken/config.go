package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"buildkite_api_token": "bkua_487771bb6e1f950340901eee2cdceba0bdcf76f5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
