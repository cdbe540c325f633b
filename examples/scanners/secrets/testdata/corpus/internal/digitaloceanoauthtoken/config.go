package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"digitalocean_oauth_token": "doo_v1_9e56204dc18d9913720c6d430c9a14dd01e3132dfc129c17539fa5b9cc2960ef",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
