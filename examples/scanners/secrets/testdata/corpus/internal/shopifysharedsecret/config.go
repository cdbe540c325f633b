package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"shopify_shared_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
