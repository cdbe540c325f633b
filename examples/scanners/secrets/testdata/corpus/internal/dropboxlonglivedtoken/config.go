package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "firjvbe9jfiAAAAAAAAAATkS9Q0fKXTknvm2nOD-Xh-qvuKjQw7phMMHkByp5nId",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
