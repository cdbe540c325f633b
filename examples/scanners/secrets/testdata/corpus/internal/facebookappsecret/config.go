package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "15cff6a6f4e5576b9b0f3671ebf16476",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
