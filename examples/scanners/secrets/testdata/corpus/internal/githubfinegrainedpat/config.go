package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"github_fine_grained_pat": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
