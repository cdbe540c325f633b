package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"google_oauth_client_secret": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
