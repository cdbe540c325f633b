package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "a70df653915fb95646a7f7e0ad6b97d2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
