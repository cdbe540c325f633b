package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "krlt9gelczo92s0vb9a21n2r2dbok2ba",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
