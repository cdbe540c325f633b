package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"twitter_api_key": "7LA0cG8lYXHRhi414rpHq2Ni3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
