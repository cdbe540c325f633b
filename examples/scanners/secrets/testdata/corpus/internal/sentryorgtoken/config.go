package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"sentry_org_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
