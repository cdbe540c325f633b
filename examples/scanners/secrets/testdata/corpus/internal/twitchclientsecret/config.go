package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "jiao2iu488v70sx6l9mw542ffnd3yv",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
