package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "e3434e5d-bfd3-1477-6c53-b5584b0a34cf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
