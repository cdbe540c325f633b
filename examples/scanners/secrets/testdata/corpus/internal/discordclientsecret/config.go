package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"discord_client_secret": "89aiOJ6628x8Rl3TjjtlwE8jfTSlrOIn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
