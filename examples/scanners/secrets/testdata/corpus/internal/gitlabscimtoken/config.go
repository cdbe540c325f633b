package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"gitlab_scim_token": "glsoat-l9NYtsYFoA0KZEMMFW9H",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
