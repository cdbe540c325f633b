package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gocardless_access_token": "live_YMO1IiHcL8uPI32l9LvGaGYFaqXYjaPNx7Iy7tky",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
