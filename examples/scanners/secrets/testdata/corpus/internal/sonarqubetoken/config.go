package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"sonarqube_token": "sqp_2060f41f27398c5782268b40103e4799b897f879",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
