package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"buildkite_api_token": "bkua_3e6226f803c204a24ff64a83ae50706d55b8dae8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
