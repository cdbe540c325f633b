package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"sonarqube_token": "sqp_81db66bda632060f41f27398c5782268b40103e4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
