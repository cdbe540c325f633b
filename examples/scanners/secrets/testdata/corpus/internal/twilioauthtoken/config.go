package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"twilio_auth_token": "49882dd08d66b4511396ef654b528e5e",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
