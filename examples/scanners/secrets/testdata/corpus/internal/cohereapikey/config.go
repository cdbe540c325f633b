package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "YPQadxtl5FxU3YGUR7t4PXVHb4sjixH8zotmMORb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
