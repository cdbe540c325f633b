package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "Lh7sjC2C3en44R7V55GU9T1PFEj4THK5egyPd8Mj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
