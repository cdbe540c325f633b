package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "d3957feb786969d2842d1e94596a6a40",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
