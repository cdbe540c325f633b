package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"slack_legacy_bot_token": "xoxb-62966268-C6UNTCbfhZOY4v0xwsZF",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
