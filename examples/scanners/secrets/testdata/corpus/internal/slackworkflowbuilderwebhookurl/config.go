package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                           "https://api.acme.dev/v2",
	"slack_workflow_builder_webhook_url": "hooks.slack.com/workflows/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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
