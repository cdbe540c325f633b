package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"infracost_api_token": "ico-JAAhe3WGo1eG5gIZQz6SOunD8i71X3Do",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
