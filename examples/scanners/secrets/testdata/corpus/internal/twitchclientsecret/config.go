package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "v7vlnwjo40ykzp0h4m3mazajwt51vl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
