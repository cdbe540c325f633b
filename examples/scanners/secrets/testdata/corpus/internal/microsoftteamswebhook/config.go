package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"microsoft_teams_webhook": "https://o70wcn9.webhook.office.com/webhookb2/f9017fe6-36c7-a191-2e7f-dbebfdb629b3@9e8884f4-f076-b49b-80e3-68322eb59b56/IncomingWebhook/3fea7e78271239886b7c8babfcf95fc4/d9a20970-e41c-ac1b-25cb-9771ae6c79d5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
