package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_workflow_webhook_url": "hooks.slack.com/workflows/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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
