package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"microsoft_teams_webhook": "https://5gkefmwy2tv6jelbrm7u63z0.webhook.office.com/webhookb2/a3a899e4-fd9f-6b41-fa6f-6317d6d86d83@cb1bf36d-feb1-6ff1-ef61-b2522a0461df/IncomingWebhook/d0003ba30e263221e35859213a6168bc/bfce0452-3f40-b7a3-2d50-010150fe422f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
