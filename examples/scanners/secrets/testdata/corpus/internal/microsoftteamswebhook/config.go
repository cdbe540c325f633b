package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"microsoft_teams_webhook": "https://rfreeu-m1ylj223wu.webhook.office.com/webhookb2/5fb19c71-8ea1-9770-fd98-9aa13f1ca491@0438ca0e-b1fd-0f5e-b2ab-87040634cb55/IncomingWebhook/96f650208055caa2d648dc681514d95b/00ca3bd9-0b3b-c580-1952-ce03d0c54cb1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
