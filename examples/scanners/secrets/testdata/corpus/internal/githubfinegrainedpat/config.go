package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"github_fine_grained_pat": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
