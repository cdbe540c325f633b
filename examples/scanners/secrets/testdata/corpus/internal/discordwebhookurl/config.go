package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"discord_webhook_url": "discordapp.com/api/webhooks/4227296342296974742/TXQHHn4p4NPdFaJ4Umv0a_kp7ExpCuArOfITGDkNIFRPOO8ZkYq8vtxA8XS6x1uG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
