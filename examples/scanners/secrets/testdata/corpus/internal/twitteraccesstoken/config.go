package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "078631128621462158-UawNcewJ0sD0fpURTCYQrETilvXIynhcoY1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
