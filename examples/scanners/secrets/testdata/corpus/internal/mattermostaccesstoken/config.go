package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "lbov59av2jkx7n1yodrel7neqj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
