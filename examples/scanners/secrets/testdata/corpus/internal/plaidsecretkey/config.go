package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "be96a49dbbdaf1dc1be927c85def24",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
