package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "81mo1q4gh0kxe4asvhs84k8a7b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
