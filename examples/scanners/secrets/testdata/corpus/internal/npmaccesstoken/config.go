package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"npm_access_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
