package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"stripe_secret_key": "sk_live_cvj3tgR7WD7HJYSpNFwAlRzWbK1n7YJSJ3307a6ab8XhUdSfBkvngGDuLO1XgypzwBhEno3SUfopqYA5SgrLwrt",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
