package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"linear_api_key": "lin_api_fE8NBYrILRgsycZxNz8Csqs5y63d8iiUXL06nqjk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
