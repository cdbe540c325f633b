package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"openrouter_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
