package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"contentful_delivery_token": "EzrIP0LF21H=hwNVdzBB7XK88HLcgDo6S9-6drQqxoY",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
