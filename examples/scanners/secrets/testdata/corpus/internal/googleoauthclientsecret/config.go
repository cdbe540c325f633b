package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"google_oauth_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
