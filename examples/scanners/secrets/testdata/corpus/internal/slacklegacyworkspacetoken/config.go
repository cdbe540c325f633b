package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"slack_legacy_workspace_token": "xoxa-9-zucUem0mfD",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
