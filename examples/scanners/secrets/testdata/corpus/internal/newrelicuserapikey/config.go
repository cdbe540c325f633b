package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"newrelic_user_api_key": "NRAK-6ILCD0W9G8W092T5I5JYXCWRLO4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
