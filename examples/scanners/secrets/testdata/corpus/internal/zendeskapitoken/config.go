package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "SyjNEHvYqZ44bTwOlJGQCgHB9G75Bal43WcYpUhS",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
