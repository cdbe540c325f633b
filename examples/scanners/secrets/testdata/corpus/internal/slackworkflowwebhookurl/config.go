package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_workflow_webhook_url": "hooks.slack.com/workflows/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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
