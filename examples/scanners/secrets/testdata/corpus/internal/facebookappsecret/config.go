package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "39f86f49097a22232d9cb7d515dfbcad",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
