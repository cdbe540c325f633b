package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"alibaba_access_key_secret": "J7O6IpdZWfANmh0doA940TOjS6NqDv",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
