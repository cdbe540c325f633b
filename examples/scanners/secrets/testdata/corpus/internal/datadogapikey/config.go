package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"datadog_api_key": "p4aciwgy6jmrzz9n9o0nb0mg0odkg4p813haqbrs",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
