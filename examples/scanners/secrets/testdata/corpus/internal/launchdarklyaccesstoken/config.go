package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "mob-4d728383-71e6-0628-c4ba-d6481088dd33",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
