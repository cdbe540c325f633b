package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "vq6876ing8pkj0cghuxqpt5i39c684",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
