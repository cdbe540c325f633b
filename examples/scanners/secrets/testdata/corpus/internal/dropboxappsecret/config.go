package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"dropbox_app_secret": "d4qaqaimw03tjcg",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
