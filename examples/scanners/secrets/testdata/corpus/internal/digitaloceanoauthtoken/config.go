package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"digitalocean_oauth_token": "doo_v1_1db311dbc7d71fe057354e7b19aee012ca007adf6217b07d510f23602fdb7639",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
