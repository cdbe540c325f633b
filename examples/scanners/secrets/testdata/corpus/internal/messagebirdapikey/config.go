package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"messagebird_api_key": "3iCVHh8aFj0bseHijvupcui4u",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
