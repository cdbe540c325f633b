package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "mob-1a6250bb-aba6-d16c-f78a-8d532ca8efdd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
