package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"digitalocean_refresh_token": "dor_v1_779b74633f79b8db8a10fe01b47a419956b9b391a4bb0fd8dc8124c5cb8ef3e0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
