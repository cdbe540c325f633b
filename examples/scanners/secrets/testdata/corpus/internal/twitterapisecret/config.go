package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"twitter_api_secret": "a8mtXSIsjxn7JnHtjjfWBzaYKci36XJaLI2SXFyvg8H3RZZikA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
