package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intra42_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
