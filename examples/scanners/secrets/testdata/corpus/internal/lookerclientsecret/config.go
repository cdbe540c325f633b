package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"looker_client_secret": "wN0WP8f1xwwU41Y8D9QLoyHt",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
