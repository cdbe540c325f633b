package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "F9Q-DJyJG6voHx5k72uMOlYgng7aupJg",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
