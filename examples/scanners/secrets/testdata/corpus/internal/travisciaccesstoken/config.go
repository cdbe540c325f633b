package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"travisci_access_token": "cqeIwFvi2szM9CaBj27D2V",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
