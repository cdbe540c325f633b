package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"twitter_api_secret": "cJuyJNRIMlVRUJitds1lFESCxKxy1VcuHHAoMf3a4cTPkwbXgp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
