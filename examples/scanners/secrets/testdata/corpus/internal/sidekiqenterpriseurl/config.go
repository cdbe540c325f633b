package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"sidekiq_enterprise_url": "https://90ce3b49:5e1b4d68@enterprise.contribsys.com",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
