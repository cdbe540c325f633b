package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "elvxd-IhjfLgbGwPvhGA_Cz0JQu0SGcSZb2kUBbpn2uhIflJak",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
