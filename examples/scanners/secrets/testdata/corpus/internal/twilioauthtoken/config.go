package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "d27a6a5d28c7276b5d0d3fc01468bc84",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
