package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "26c66e020745b35c67d244e0508bf0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
