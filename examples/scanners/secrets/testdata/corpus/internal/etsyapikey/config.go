package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"etsy_api_key": "s2he68hj649yifp94e892gfz",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
