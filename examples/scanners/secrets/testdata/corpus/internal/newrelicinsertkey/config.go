package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"newrelic_insert_key": "NRII-uB_JT3ivH62ZNctwIpetfqLkMnUJREcR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
