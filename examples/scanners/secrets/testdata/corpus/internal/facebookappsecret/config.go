package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "acc6f4913a24eb7c00545b5247f6d205",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
