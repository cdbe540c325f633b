package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "0abb62023dbb2b1c2bc11a8b61f1c4c2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
