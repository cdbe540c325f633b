package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"pulumi_access_token": "pul-15d4de97eee1b3e77ff534a330aa670c7b3cd2f3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
