package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"microsoft_teams_webhook": "https://hc4yvc6w8gyz84luu5.webhook.office.com/webhookb2/cc9f764b-c27e-46dd-518b-049e1b7fa8f9@87538c1e-bc5a-8700-5a2a-fdd8c372369b/IncomingWebhook/10ddcd669b2db219dff46a9222898604/61743532-1ca8-1d74-666c-4fb0928793f6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
