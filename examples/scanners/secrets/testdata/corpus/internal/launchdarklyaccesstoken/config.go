package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "mtQOPx-Ly1XKBbXKfC2Y2Esy1mr1HcPuralRVQsU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
