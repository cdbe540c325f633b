package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"brevo_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
