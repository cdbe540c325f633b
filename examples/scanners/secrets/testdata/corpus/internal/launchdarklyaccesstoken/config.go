package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "mob-94835e93-134b-190b-b632-6bd5f25433d5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
