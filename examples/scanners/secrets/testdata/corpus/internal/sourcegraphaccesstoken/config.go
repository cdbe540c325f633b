package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sourcegraph_access_token": "sgp_212dB4Aec6e66aAB_E0Fbf19078cD4dEa8a4F9ED4E40fEBA51A8D804B",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
