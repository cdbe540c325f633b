package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "699085d80ac61aa9a7f12bd847866624",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
