package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"adafruit_assigned_key": "VuooBtj1otf8ZsJEoh02_qYMqsMezvYf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
