package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"easypost_test_api_key": "EZTKBp6cDPOoWGwrIUVUS2CIf5wISbAT04Da8nSpkPryCAHtueNQpqzjJ7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
