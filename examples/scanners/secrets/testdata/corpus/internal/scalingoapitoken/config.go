package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"scalingo_api_token": "tk-us-ZDq_pa1qYbExg23snZihr69t-wGFRlw3yw7t312xV6HQema1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
