package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_user_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
