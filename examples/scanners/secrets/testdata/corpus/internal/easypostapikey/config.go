package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"easypost_api_key": "EZAKMXfFHCDk9tf1sWwyQ5avpgW2Lh8nNqO6uq2usSmFihHWBK7Rw1yDNz",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
