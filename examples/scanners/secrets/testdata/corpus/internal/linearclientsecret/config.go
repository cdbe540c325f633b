package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"linear_client_secret": "78786badbc9e8554bab44ea1d807e63d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
