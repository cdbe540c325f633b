package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "Tvo3lwjHSa6My77z2sGjSBj2fZvp36xC0nAvUH8G",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
