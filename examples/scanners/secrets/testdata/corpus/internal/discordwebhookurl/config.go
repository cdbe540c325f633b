package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"discord_webhook_url": "discordapp.com/api/webhooks/957164338624360189/9x61N6yvHRHwg9_G0JM8MEVZgssRZ-YgFnbYBFlHUjTeyDwK2OmgERJbn16p",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
