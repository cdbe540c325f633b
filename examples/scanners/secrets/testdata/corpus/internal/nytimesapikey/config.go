package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"nytimes_api_key": "h5I1QpKkbN85IOA1wNDvzXiRfnCP==1n",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
