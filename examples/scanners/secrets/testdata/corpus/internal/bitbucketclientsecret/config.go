package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "TuMWbWU99XP3yv4aFL4vp0rz10TBx78vwEaUo1uxCawMlvqK2b6j9dAjnbm8Rdza",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
