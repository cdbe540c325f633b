package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "qK8gHjGmwAKMHyAdrOYAi_1v-RgfL34K",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
