package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"mailchimp_api_key": "de5dc713d92b21ef800a30c70b185716-us2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
