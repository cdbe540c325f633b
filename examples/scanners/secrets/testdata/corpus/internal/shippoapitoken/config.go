package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"shippo_api_token": "shippo_test_b7089418c60303fad3300fa0524e5b99426bdfff",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
