package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"sidekiq_enterprise_url": "https://3ae41a67:718acb9c@enterprise.contribsys.com",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
