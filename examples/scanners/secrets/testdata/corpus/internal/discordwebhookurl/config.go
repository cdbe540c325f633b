package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"discord_webhook_url": "discordapp.com/api/webhooks/68812066047021313/FwW-QcazgywzU78Rdz14S4KbGvmpgmujuH2QCy6_joeJI-Rg_GYdT2BqzwD5v9fht",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
