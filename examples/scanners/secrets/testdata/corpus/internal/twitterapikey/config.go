package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"twitter_api_key": "VALKYGZ1tnmwmRKIX2UCcHwQq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
