package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"openrouter_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
