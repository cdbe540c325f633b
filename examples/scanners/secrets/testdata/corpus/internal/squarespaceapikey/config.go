package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"squarespace_api_key": "e9eaeef7-55cd-3a15-27e2-c5bdebbcd490",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
