package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "0701218475a2abb387380c3643616e41",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
