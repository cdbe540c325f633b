package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "wuqooep0f16u63s42edxbkq0md",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
