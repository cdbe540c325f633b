package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "XKV52Hri91GNEMjvYG4pm0sWcwJBEGsh5nRcXz6L",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
