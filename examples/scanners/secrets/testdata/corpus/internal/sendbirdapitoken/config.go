package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "4dba71d5c30826ef742ce0fb617005e8ed0504e7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
