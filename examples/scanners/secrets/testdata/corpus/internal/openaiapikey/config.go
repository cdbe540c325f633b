package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"openai_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
