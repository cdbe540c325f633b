package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"db_password": "km2Qm0WBiWcj13x307Slyk2HDeLhdeAp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
