package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"google_api_key": "AIza0dz1B-SfJ1PAw0OaaespczJLX8sGsklBfdN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
