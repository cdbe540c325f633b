package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"brevo_api_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
