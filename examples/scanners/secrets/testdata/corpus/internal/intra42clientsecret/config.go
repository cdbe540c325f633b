package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intra42_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
