package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"messagebird_api_key": "Q2s1EO2BwP8RWsN8LAGjXOk14",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
