package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"notion_integration_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
