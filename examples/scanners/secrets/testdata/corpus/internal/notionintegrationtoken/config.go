package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"notion_integration_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
