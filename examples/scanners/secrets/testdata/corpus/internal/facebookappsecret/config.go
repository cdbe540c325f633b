package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "cd793759035274e26fdd2a37f80f7a9a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
