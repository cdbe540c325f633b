package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "DMdUQCnwfc6colcJ3fePLsb4Bcc4IQJpHxtlJq8U",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
