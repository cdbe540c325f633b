package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"sidekiq_secret": "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=ca720957:e0531ec7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
