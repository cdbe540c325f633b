package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"planetscale_token": "pscale_tkn_PPM0O4jeDznd6Jm7Df-0vJjxLYRhpzcPHFB47bJj1ZQMvVSZrb2240ap",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
