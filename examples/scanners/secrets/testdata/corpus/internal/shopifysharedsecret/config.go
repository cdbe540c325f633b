package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"shopify_shared_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
