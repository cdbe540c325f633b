package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "oa42ovgxt1ryqagk3dy44z1v9q",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
