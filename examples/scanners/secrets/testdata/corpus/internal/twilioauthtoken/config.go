package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "de3a5217d442bd30de807d967e20dc3a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
