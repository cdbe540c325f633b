package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "0c602160163cc321afb92c4ff214334c5a3138f7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
