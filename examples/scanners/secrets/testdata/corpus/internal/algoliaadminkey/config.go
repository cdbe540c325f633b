package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "8dcea0d6d16e75493c7a9fa7c87f8c8f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
