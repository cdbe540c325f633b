package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"brevo_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
