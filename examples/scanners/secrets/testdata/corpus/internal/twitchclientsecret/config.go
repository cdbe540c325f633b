package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitch_client_secret": "zgisbs11dcxa7gvk758ocw5blhp0pf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
