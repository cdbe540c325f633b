package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"db_password": "4MMB5ofHJh9y35cTN+zw5DzGU+CinDBc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
