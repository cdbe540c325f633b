package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "UDglkUT-8u0cNCafd94_T2OxcNvVnhU0xXDoDuvwYZE1t8dnC-",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
