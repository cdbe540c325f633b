package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "543359954645372148422176-0UqCFobpYWmrffTX7D3xMqCjum4t",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
