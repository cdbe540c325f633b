package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"telegram_bot_token": "83515713:AApMNIOyFAiJCmALYOW8YOMJKv9x61N6yvH",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
