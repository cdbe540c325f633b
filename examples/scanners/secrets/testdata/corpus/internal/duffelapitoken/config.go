package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"duffel_api_token": "duffel_test_6OiDDkFTDER6V5VwFjjCwc0=Y_QeoUgogjHMNIgJufH",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
