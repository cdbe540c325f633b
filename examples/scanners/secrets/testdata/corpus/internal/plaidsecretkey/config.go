package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "3703464ebba852dfedf9ec5874c3c3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
