package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"stripe_webhook_secret": "whsec_KIzXi1v1ZxqJRgBksb81Hh006rLvQNHZHKj3129cUfXJMEti35lpo26HsIWDr",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
