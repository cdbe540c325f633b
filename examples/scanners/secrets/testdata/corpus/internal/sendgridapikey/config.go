package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"sendgrid_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
