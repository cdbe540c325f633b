package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"twitter_api_secret": "N97lI9i8bwCj3lXCXKDYTZyL6ARhe4OAcbYpvkZ2Vn1EDiu0d9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
