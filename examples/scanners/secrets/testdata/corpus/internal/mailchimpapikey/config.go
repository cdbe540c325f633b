package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"mailchimp_api_key": "f72c84abe21dcb19b9445fb2f181e373-us3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
