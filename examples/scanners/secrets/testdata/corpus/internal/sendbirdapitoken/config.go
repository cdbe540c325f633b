package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "67259dfcf606c6ade05c0cb9bd6beace96de16ec",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
