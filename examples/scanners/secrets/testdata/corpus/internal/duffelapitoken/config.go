package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"duffel_api_token": "duffel_test_CWcLyWJyNEDVzo1oFmmaWmQFODy5vhTWWtpZSKvHqv4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
