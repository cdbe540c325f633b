package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"dropbox_app_secret": "01p9bb4l43zrm9b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
