package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "f3cc79bddc90b5f777598eb1c5f9eae9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
