package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "812078631128621-bGAVtiUawNcewJ0sD0fpURTCYQrE",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
