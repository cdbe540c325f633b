package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "a20a9e27fdc33e6653147f67d0a15297",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
