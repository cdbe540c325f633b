package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"slack_legacy_token": "xoxo-36405522499-2934598565-92313013498-92fe2f01a383976358987ddffd87661c7a9c7a831792127f597197d6cc85cf69",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
