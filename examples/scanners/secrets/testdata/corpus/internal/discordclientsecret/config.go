package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "ZHxHDwF078xTtx3-oQVzNYulJpHFcg36",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
