package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"hubspot_pat": "pat-na1-9b9a265a-4a7c-cd17-2cfc-c1da4ace7589",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
