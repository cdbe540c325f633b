package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"linkedin_client_secret": "AUAx6aMUplSb2vel",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
