package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"langsmith_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
