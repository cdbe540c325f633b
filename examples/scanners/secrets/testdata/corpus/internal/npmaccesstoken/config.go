package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"npm_access_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
