package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "b0d114b29a30b72315dee0c62e766941",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
