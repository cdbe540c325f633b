package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"github_refresh_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
