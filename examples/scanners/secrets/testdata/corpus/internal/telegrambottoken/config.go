package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"telegram_bot_token": "364219310:AA-l_k64LyVASrttCiB8a0UQl07-ghZE5mm",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
