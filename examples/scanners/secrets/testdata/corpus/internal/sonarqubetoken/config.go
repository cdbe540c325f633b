package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"sonarqube_token": "squ_ab5d5346dbbc3a609a4a462034b900a86e5bfc47",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
