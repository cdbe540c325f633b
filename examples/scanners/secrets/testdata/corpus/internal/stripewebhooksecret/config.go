package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"stripe_webhook_secret": "whsec_w8A0imaD6oEqEUlp1Jsw8HoxqS4FRXLmByFLTl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
