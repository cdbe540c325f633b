package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "07ff2d0aaac1ee9ddb352208ecb9c34e",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
