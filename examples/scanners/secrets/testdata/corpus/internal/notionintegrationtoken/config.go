package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"notion_integration_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
