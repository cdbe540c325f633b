package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"sendgrid_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
