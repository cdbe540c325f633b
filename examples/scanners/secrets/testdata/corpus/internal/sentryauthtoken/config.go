package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "6c4e520a648948864f5dcb986662c950c144c9fdb3af1d8c55ec0bd8fb044d27",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
