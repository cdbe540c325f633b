package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "759c15be-248a-d67e-d2f8-6f001092f853",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
