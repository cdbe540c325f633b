package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "e5b1a0364cb849838b755d3a6ae2d973",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
