package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"mailchimp_api_key": "22bb27f0134f5eb9a9b78d5330d153ab-us79",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
