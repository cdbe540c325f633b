package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"drone_ci_token": "PnDWMrZ9cocbZMevRA0V6ktZ3sBL5sLC",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
