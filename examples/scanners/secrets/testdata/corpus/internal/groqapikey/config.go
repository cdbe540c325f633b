package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"groq_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
