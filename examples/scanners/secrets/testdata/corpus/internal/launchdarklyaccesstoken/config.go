package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "api-16cfe100-9694-1345-4e7e-5ecbc79256f7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
