package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"twitter_api_secret": "vlcU99Ww46W8rojtyqVI1hVkumx10tyWEQLjG5S3tfQfw0cuxI",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
