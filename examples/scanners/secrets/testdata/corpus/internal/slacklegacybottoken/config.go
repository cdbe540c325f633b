package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"slack_legacy_bot_token": "xoxb-17462979-5uodCOHCPvtdXhzpEvaj90P",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
