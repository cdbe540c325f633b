package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "45b7de2lvvr8qix7ot0nceffk7l2ti9p",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
