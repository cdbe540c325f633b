package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"sidekiq_enterprise_url": "https://29828015:02fb15f4@gems.contribsys.com",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
