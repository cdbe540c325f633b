package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gocardless_access_token": "live_JwPzwU8bBgU-qEEJU8hq9kyOHT0lUY1F9ur-kqL2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
