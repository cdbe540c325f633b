package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"gitlab_scim_token": "glsoat-dDwjFEeSIGluzqy_yAL3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
