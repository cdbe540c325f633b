package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"finnhub_api_key": "9nxocr44lj1gtzh4g2u4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
