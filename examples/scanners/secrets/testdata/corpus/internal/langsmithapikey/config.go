package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"langsmith_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
