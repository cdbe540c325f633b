package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"sonarqube_token": "squ_cda315abd8c4c70643d5ca12dbdb24557b04f43c",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
