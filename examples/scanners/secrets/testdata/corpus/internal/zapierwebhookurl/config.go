package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"zapier_webhook_url": "hooks.zapier.com/hooks/catch/849222/93mvl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
