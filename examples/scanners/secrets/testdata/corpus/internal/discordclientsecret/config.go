package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "kYuiBa-YAa7jBuFlIiyZMNEePNd3SLwl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
