package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"drone_ci_token": "IPKJ3noEJ4LDSp53yyrRIzPOFdjqW7uJ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
