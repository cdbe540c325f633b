package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"digitalocean_refresh_token": "dor_v1_b5a68bab8e31149ebe6d74f42d030f732f40da503dff3dc929f15fa5ad798d08",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
