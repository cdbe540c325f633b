package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "a5z8oruuxxyilxefo6wun8cx7a61eh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
