package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "4ae7d1c460a9bc1b6e14a87151c3875a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
