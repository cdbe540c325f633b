package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"sidekiq_secret": "BUNDLE_GEMS__CONTRIBSYS__COM=ee1c6016:eafc552b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
