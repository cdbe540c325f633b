package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"dropbox_app_secret": "3ourc8wdo7suncp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
