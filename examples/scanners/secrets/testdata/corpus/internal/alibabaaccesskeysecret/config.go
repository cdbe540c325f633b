package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"alibaba_access_key_secret": "bdXPDAYkebnVn4ci102NuU0g4aIoOv",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
