package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"alibaba_access_key_secret": "Csvv6hgewIpQbZ7kI58y5WkCytffu1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
