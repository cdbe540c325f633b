package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "00ec8403ebbf14d504f7ddc0be1bfc18",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
