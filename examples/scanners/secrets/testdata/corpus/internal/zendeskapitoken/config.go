package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "ARFugEfvBIZLF6ubOEa1r7cdh4MwbcKe9AV2J2BU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
