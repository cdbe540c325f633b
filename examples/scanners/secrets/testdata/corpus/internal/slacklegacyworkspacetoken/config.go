package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"slack_legacy_workspace_token": "xoxr-6-XXuVY7km9S6RYzxGekiTAzAjhL2o7oXdkhOqEUt7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
