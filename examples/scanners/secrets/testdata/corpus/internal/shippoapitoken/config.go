package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"shippo_api_token": "shippo_test_ff114c16dc2a0ba8b6581b5de5cdf0bc8d3a7d2a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
