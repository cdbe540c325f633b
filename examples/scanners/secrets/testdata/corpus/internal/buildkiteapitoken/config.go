package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"buildkite_api_token": "bkua_61437ab96339e17897739d05f0c0a782dac0fda4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
