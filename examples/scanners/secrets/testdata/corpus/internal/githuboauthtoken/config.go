package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"github_oauth_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
