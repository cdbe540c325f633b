package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"TWILIO_API_KEY": "SK276945e9e2d4e221637dfef1d2580e31",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
