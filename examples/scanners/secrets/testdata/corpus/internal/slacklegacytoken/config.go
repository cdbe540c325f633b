package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"slack_legacy_token": "xoxo-4111866209-855346812579-236405522499-c957be319f18cec6965a20a92fe2f01a383976358987ddffd87661c7a9c7a831",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
