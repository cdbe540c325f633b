package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"messagebird_api_key": "0bseHijvupcui4u0LsI4vlw4p",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
