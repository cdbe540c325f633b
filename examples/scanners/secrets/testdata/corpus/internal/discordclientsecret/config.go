package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "3-oQVzNYulJpHFcg36p3LAoYiyOum_vK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
