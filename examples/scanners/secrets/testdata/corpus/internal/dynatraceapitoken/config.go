package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"dynatrace_api_token": "dt0c01.M284I7U4GS9NURVO64CGKQJV.1EM2EJ1ZX07N8ES6W1JN0ZOOMJD9CDTF1NSZ7E0WJZ0SHB8739QGFUYOHEG49R87",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
