package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"slack_webhook_url": "https://hooks.slack.com/services/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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
