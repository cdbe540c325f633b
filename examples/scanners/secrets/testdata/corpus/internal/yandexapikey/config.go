package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"yandex_api_key": "AQVNsK0UXNqFolVjuTDrCmlNkPKBecNBg7MNPRp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
