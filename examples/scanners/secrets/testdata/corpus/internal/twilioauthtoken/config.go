package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "ddc2af4b489542a5bbebe0d93663de14",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
