package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"db_password": "aL56egLS5auk29bGlVlDgiZ8A3pxjff8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
