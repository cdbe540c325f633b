package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "5rrdc045hkd9s2nj92ko8lbov5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
