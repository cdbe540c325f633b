package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "0hrox33501emjgtpwb8v7t1yu417ab",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
