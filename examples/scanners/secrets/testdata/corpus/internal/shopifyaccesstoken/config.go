package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"shopify_access_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
