package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"azure_ad_client_secret": "_4S6Q~FAmN4PeQrJQF7BnOkAR7G6GX~7R5JaY6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
