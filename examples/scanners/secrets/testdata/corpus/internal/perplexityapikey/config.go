package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"perplexity_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
