package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"perplexity_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
