package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_user_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
