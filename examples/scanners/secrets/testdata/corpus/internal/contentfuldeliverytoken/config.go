package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"contentful_delivery_token": "U8mHzzdRU7uU40anO6YHTWcStffm4CuA5Jryus3988S",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
