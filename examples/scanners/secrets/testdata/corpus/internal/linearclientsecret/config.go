package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "13b27237fb29af38f21842abec51831c",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
