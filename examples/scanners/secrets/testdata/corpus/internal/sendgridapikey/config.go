package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"sendgrid_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
