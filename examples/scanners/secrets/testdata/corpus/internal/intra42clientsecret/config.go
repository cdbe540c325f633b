package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intra42_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
