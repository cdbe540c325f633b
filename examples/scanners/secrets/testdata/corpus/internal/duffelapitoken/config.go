package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"duffel_api_token": "duffel_live_C_6q6=yVQPQXikzaqCRSh8Sn6VRjaIPnBzME__ApY5M",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
