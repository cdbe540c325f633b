package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"artifactory_reference_token": "cmVmdGtuOjAxOzVBbPmNyfBA3v5fCgbW8idQc3maaTmsYzzNtElgbfdnOolFfq1x",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
