package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"onepassword_secret_key": "A3-195GWR-Y3MCY08FROI-7BHBJ-6M2B6-QU2KE",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
