package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"discord_webhook_url": "discord.com/api/webhooks/635338010617131522/fWS9zFuXk7ZGiypnnaKhmT2R92JK3QDYnO5VIM6-XdYjKg4dWMiDCLXhXs2GKC9l",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
