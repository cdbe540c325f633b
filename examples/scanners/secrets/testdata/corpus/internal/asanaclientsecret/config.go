package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "g5iarl38mwut15kl4xfjbp6umr3go3d5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
