package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":   "https://api.acme.dev/v2",
	"github_pat": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
