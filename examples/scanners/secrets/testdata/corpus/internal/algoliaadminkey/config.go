package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "e1429b71916d220ccfec10fe09a188d6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
