package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "fc390a36d9a5e7073d7a5000f5361ee1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
