package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"npm_access_token": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
