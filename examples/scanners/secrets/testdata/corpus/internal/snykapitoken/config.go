package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"snyk_api_token": "6728c704-bcee-c0fe-4839-d50e17ef0ad7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
