package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"stripe_webhook_secret": "whsec_wW192SzHYV010OUSSg3econyrfylQPylXEmXPWHoSDlZd1l82P",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
