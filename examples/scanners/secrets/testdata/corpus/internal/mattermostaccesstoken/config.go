package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "hd89mzmd24jwock7f5herit03v",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
