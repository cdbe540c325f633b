package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"messagebird_api_key": "SIYd3iCVHh8aFj0bseHijvupc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
