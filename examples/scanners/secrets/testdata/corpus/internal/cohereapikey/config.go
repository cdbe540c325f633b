package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cohere_api_key": "Y7jo3lTp60ozVUjav2FTMLAysJwIHf9lffO6FcAk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
