package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"netlify_assigned_token": "vJ0m8jXHHKhrxbgbYwJ-MaoTc1NtrSYk0No1KgxLJ7D",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
