package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"google_oauth_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
