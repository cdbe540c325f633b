package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "b5a6cceb7669bacb2220340b5ba2d91f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
