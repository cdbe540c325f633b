package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "8xhy6vh8fhwmgedzvwwo9i7626u37b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
