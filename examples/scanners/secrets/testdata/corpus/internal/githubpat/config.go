package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":   "https://api.acme.dev/v2",
	"github_pat": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
