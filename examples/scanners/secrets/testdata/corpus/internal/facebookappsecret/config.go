package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"facebook_app_secret": "72c3bd3860cefdea67f2e5d921d1ce14",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
