package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"mailchimp_api_key": "1cd6fa368623d567e88eaf151af2bdeb-us7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
