package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"google_oauth_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
