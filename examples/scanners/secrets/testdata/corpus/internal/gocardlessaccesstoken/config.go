package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gocardless_access_token": "live_eEKl4ipA0EaTKPHSXO_lm69Xub9s7Tge7pXwiugD",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
