package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"linear_api_key": "lin_api_lOsF4AMux6yEYR7IjzvRCPXfyxXFyrq4Vs1EItY0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
