package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"github_oauth_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
