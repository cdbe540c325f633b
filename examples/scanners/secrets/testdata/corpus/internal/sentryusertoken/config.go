package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_user_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
