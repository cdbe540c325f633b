package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"adafruit_assigned_key": "9PJWchO72SDP77f_O2NviLzUKau-6XoU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
