package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "api-b5cc8482-d49e-34b3-3884-3eec1e209fbb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
