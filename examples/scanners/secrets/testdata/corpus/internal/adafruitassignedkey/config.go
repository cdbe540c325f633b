package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"adafruit_assigned_key": "kjixp7wgd0ZdleZwLCzFS06aImqQ3X8A",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
