package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"mailchimp_api_key": "e40f17b3facd38021c941fd44eca48f7-us93",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
