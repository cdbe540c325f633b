package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intra42_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
