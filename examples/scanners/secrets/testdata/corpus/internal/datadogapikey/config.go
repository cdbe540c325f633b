package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "1fe8c317609e0117d3bea819b2b10b0d2d9a2460",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
