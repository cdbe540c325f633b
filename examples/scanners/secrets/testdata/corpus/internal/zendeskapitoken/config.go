package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "7Q8uEoYeNp0E0jfUvmHGWE4U03zDgLEOV7OAjGoG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
