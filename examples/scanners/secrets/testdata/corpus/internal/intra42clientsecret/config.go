package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intra42_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
