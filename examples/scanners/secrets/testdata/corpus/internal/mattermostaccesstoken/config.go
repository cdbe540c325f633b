package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "wkthbi2pj6foii4graqxmrg4dp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
