package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "a86cc0de-8205-d69c-c4aa-4bee114f4104",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
