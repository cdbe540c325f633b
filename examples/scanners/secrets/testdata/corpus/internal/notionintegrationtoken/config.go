package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"notion_integration_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
