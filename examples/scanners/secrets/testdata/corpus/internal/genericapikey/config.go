package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"db_password": "M4dc9QtfeYFe47WNmLBWlAiko+3sY0GD",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
