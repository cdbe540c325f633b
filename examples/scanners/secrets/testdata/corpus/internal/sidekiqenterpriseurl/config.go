package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"sidekiq_enterprise_url": "http://dde4e441:189ef6a6@enterprise.contribsys.com",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
