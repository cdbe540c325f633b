package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_access_token": "399334237544379680722-CxKxy1VcuHHAoMf3a4cTPkwbXgp9u",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
