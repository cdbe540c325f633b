package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitlab_deploy_token": "gldt-A4bUhbzqtra2ASFCqlAi",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
