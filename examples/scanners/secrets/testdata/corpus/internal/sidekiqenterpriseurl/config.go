package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"sidekiq_enterprise_url": "http://1bd223b1:c7e00e5a@enterprise.contribsys.com",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
