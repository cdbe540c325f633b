package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_workflow_webhook_url": "hooks.slack.com/workflows/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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
