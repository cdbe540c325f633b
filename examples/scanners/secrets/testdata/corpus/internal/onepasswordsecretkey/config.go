package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"onepassword_secret_key": "A3-UY3MCY-FROIE7-HBJE6-2B6NQ-2KEY3-E6XQP",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
