package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "071140f2a2d9e1a5d1e3ef56948ca1b5d4d59db6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
