package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"stripe_secret_key": "sk_live_Ku3KhYOCx1YWVsoygXq9IyCvQPXhq5zdRNjH9VSGShYOQ72nzIFl1Pi93BrpTccweJjyP9I",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
