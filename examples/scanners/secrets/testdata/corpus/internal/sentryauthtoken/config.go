package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "c3a89e8f4c14723b6f1c28cc90ad3cd2081db680f9f94dad2150002b0a9a738e",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
