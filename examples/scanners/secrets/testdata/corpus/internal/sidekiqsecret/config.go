package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"sidekiq_secret": "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=8c7276b5:d0d3fc01",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
