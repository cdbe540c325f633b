package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "11uo7rxu2sgqss8342fno7n2yjxxlxpt",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
