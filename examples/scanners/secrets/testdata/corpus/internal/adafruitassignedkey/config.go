package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"adafruit_assigned_key": "lgr4ej13VAl7B8xonSYU4ZuULDooKU-G",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
