package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"sidekiq_secret": "BUNDLE_ENTERPRISE__CONTRIBSYS__COM        :     6d758967:e86e4b85",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
