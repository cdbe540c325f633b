package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "2499736165bc5b8f6d79738dac40bc2e",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
