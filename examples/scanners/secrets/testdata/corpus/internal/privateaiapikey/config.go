package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "izx1x9aamikcmvtswmayf6q3nzva5n1g",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
