package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"brevo_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
