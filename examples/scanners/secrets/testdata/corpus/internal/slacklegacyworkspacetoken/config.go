package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"slack_legacy_workspace_token": "xoxr-0-8dgKOLCNUXDDIYI5E1Br9grrzJUJUdyj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
