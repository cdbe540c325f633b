package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"openai_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
