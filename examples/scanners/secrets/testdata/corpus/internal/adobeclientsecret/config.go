package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"adobe_client_secret": "p8e-uHfUmDVsPO2UUZpxVysFseAMciJOHvzV",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
