package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"replicate_api_token": "r8_xUknUaXIzhXJmXHRx5vmbQYMN5e1nk4cwglcD",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
