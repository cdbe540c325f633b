package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"shopify_access_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
