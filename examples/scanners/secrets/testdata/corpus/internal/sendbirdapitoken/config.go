package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"sendbird_api_token": "ec0b11a8d9bdb382791e5a4a32d1b5c2729bcc6d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
