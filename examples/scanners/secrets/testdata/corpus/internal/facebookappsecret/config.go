package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "057af8c45a0dc65799010ae1c9e8eb3f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
