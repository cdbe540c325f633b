package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"telegram_bot_token": "829744198:AAtCrnNq9GlimaHJ3sDMxKGGYqRqeJ5oqrx",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
