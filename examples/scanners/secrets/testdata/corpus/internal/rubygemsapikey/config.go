package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"rubygems_api_key": "rubygems_f75d56c438985369a1469db50c071bb97277ae9756ec4c94",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
