package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"digitalocean_oauth_token": "doo_v1_b774342b10f2c8592212047e11d6c592454a9cc4b764b0adabede189397d81ca",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
