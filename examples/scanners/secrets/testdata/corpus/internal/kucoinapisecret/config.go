package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kucoin_api_secret": "6328d5dd-14cc-1f7b-a86d-d56e6dc9bb35",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
