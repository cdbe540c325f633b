package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"openrouter_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
