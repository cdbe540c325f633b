package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "f83d7cabcdcd93f675293b0c0f7a60bfc4f5e0d7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
