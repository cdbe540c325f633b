package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"perplexity_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
