package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"telegram_bot_token": "068274351:AAcNUkvXsfIn7B7Ox1IXjGxBIsXMPua188J",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
