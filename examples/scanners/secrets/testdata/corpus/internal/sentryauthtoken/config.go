package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "4b6c91952af4ae3b888d812941301763247325276c6f9fcaf66d7adb847e0826",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
