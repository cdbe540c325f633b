package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"slack_legacy_bot_token": "xoxb-01027111-cNUVkPvImNoBkm8OD0l3ou",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
