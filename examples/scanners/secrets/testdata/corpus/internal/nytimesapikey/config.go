package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"nytimes_api_key": "RZKXbhU5lbcCSt5AgmeYEEet_1c9A4tI",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
