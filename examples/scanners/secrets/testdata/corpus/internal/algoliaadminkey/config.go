package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "51ae89c7cf2c7c56435c0076e3b5a084",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
