package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"octopus_deploy_api_key": "API-XKP4KOT6BEKZL31ZLLLIOFQ9XN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
