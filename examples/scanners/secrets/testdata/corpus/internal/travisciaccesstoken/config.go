package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"travisci_access_token": "If0pf42DE7DmYDLHRIFuEa",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
