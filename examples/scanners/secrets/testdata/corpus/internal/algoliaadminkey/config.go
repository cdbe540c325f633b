package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "d1f41aabd87f5e73542a83a502a195f5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
