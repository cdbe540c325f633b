package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"openai_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
