package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "sdk-6e6fdacc-601e-eb0d-5f8f-dfc2cd29ede5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
