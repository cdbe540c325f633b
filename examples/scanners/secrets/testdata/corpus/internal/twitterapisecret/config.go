package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"twitter_api_secret": "eUA8ecPsLU7wJsgpR0vqgtXF1kObqZNHZf6JbUPOmPHkN97lI9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
