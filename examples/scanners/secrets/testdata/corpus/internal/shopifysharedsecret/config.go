package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"shopify_shared_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
