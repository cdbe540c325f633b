package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "f1a68f00-a409-58bb-08b7-91593e7e9aaf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
