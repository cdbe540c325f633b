package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"groq_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
