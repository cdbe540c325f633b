package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "7p2PLD2NxDgeJRqrv1Ts9jUTWGUhJCYB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
