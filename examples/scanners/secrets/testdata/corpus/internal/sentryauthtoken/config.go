package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "e08260709d21378e61c887f0fcca1b50c505f94fe43bed92e63c4194d72a6139",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
