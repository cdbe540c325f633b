package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "2458e4b005d9190b005a03ebef1b43ec",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
