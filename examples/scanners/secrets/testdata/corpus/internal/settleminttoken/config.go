package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"settlemint_token": "sm_aat_tbZNcL9jw9VJsgAE",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
