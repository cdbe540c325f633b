package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_bearer_token": "AAAAAAAAAAAAAAAAAAAAA0lO9swIBH04xWg9vZPAdbPpV8z9KdbmwmOBR03pYriXYb9Bf3RrjGm8WMoA9CW0TuqgflAEyXaGMLiGBCzNo3oBqU7tQCbcsAfFbWuUZKrb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
