package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"microsoft_teams_webhook": "https://j223wuzb-u9-krth45e65evvq.webhook.office.com/webhookb2/fd98d9aa-3f1c-491d-438c-0e8b1fdd0f5e@b2ab6870-0634-b557-6f65-208055caa2d6/IncomingWebhook/8dc681514d95bd00ca3bd9d0b3b2c580/19529ce0-d0c5-cb16-a0c1-42ccb5b10195",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
