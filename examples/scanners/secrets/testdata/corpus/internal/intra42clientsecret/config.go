package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intra42_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
