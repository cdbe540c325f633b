package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"yandex_api_key": "AQVNOAWkimVr_V-gpxWDmeQbQWJ1tiwbkCnsnxL",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
