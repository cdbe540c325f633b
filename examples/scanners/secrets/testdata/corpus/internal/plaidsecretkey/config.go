package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "bd7426f884bd43f119c89be613c4ee",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
