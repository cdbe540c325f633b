package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"groq_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
