package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"zapier_webhook_url": "hooks.zapier.com/hooks/catch/2645023/d3ffp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
