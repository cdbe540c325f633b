package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"slack_legacy_token": "xoxo-2739154070290-6078141527427-0259067740893-1d52bc9862102d1e6afd0cf051fd1baca5d41cfd5361bb567a6d9b19517414c1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
