package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"slack_user_token": "xoxp-966648290298-390566032849-1175372750810-0c1414472f1a62f61af60ae701c915a9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
