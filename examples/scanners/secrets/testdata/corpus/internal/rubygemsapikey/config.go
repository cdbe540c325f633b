package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"rubygems_api_key": "rubygems_511f6cc3642ece545283400d9e404b30a7c084fd3d61e1f8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
