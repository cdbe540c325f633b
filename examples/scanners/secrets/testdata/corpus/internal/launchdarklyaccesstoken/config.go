package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "api-3d9f702d-3595-0f7b-a02b-e09bdbc9adf6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
