package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "4qw757220j2tzpt68002tb27ea",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
