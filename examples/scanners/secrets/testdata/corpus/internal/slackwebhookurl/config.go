package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"slack_webhook_url": "https://hooks.slack.com/services/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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
