package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"atlassian_assigned_token": "3EVHYVZov17inPKPjNj2wsc3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
