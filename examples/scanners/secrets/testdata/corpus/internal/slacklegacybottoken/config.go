package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"slack_legacy_bot_token": "xoxb-6201052479648-XEzuEj04Xt5hkYg1KLZYLvu",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
