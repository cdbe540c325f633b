package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"db_password": "LeLJs5xFsSCl576yHpsVeX5r6It7G7LJ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
