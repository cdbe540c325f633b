package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_workflow_webhook_url": "hooks.slack.com/workflows/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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
