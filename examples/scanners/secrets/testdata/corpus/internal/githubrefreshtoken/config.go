package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"github_refresh_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
