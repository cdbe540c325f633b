package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"octopus_deploy_api_key": "API-P58393UR55EL5T700BSAUSRFSA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
