package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "e745d617e725f2bc5ad1cbe20b755002",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
