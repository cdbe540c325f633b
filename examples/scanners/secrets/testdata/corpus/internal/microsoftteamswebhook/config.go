package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"microsoft_teams_webhook": "https://xlxs3.webhook.office.com/webhookb2/4a82d808-0e50-1d01-be68-cf158d299b31@08626414-5874-e13f-4cc1-4bf3ce6020b3/IncomingWebhook/9cc30095710312f56dc3323f4b72b98a/1953a2e2-9850-5d83-985f-35f7e299e035",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
