package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"hubspot_pat": "pat-na1-cdceba0b-cf76-58a5-38d0-65fbb7c09ce9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
