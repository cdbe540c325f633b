package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"algolia_admin_key": "0ba5fd17a694160ba109c064738cbef4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
