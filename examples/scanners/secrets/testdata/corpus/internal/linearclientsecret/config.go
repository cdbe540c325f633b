package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "d9527d3fbeee34e4fde95ee6c88cd9bd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
