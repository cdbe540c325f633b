package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"sonarqube_token": "sqa_bce4d02f5fa24d307fb8090cf39b7810045882cd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
