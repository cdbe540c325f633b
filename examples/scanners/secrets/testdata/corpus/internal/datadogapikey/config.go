package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "3db067a16e1d60dfd0c311f404e59bb9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
