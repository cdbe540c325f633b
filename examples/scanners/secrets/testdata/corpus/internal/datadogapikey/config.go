package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "4b8b0b552fa6a2eacf72c84abe21dcb19b9445fb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
