package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "E8UoSIHCmeO0UqCFobpYWmrffTX7D3xMqCjum4t8AU1gi",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
