package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"shopify_access_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
