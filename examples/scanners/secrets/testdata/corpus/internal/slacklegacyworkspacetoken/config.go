package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                     "https://api.acme.dev/v2",
	"slack_legacy_workspace_token": "xoxr-3-ahWmXBnoc3X9q8Cf5RIIAcSMrlZStaBbXAyzsRU8rF9wC",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
