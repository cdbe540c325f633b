package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"google_oauth_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
