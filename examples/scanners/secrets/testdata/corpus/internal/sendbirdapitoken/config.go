package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "a5324ac41c9e7e7f1952caa461bc2672bfe17f1b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
