package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"langsmith_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
