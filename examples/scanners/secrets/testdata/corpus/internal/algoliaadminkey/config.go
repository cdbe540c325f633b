package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "880c5e3d9f702db3595a0f7bca02bae0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
