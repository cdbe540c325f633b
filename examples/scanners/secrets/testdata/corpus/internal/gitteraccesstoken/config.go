package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "_bu-3fpd9ivn5v46r1zxfph8t2-hy5vsn9uku95n",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
