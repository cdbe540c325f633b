package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "739be1badcf16ffe82d46577484272151c6f699c",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
