package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"hubspot_pat": "pat-eu1-3bab845f-c4cf-4f34-09a9-2be89bb34cf8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
