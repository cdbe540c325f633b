package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_user_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
