package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"clickup_api_token": "pk_319292_ZUFHOD4T9Z0R1YZ5OC40YBWO0RE5VYB7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
