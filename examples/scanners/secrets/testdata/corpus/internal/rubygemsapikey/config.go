package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"rubygems_api_key": "rubygems_2763cc309e0be55c19573054caf62fc8f198cd2b61babf27",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
