package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "62f07250e4a78f950242872936b132",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
