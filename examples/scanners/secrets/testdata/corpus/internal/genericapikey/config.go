package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"db_password": "dgBfyF2rDG6C01Fie9sKqTTcuiPvOqsb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
