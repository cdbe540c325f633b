package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"hubspot_pat": "pat-eu1-178478b8-f257-cb47-b58a-e09800c9f8b4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
