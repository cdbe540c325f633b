package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"heroku_platform_key": "HRKU-AAT9wWTryNzDZYN6qZ4k8mK-Y_HhItSHTlPffrzWj1Bibr5WmeZ43AN9dE5a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
