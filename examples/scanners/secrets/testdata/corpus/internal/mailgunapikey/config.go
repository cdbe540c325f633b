package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"MAILGUN_API_KEY": "af53250d9f78530c9b38d5f38d4a580b-34f0d4b8-eec0934d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
