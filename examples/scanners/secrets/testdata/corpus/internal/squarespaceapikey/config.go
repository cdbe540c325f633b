package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "f27b1c80-3da9-c29b-9cc4-04284245b8a8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
