package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"defined_networking_api_token": "dnkey-1z5b4w15y2myka3b5a8oq6nryb-t36s4yulrvnamyy8r7y195gwruy3mcy08froie7bhbje6m2b6nqu",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
