package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_workflow_webhook_url": "hooks.slack.com/triggers/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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
