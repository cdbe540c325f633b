package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"mailchimp_api_key": "8fb46cd9e9a7129f4f351046a5dfa088-us1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
