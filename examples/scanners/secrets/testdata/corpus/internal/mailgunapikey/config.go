package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"MAILGUN_API_KEY": "key-7ead38584b2b7297a514e9ef9012d201",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
