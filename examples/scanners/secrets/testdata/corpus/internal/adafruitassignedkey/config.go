package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"adafruit_assigned_key": "WgBWwE2hObpTO88VuooBtj1otf8ZsJEo",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
