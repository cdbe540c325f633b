package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"brevo_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
