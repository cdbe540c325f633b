package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "hk7oIetw2PD1WI2KwjrvsuH4Z57lmeQj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
