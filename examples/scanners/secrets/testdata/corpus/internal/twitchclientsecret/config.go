package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "5rzeah1rik195wv0ruc1mev59px009",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
