package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"linear_api_key": "lin_api_5yxb5KjG2yNqqCYzKk4VBeypviMJxu90uKRYVGjP",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
