package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "mob-c387beca-b2aa-ba5f-17a6-4160ba109c06",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
