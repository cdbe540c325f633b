package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "v0sVxJ2rjBmW9lGmPSaWjXzWWJAYU27WKc7WoRsk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
