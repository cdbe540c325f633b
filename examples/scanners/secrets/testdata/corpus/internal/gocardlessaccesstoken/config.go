package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gocardless_access_token": "live_5zq53Gk8mx-hY53MzHxd3iEe5FUhLFvVaPgBe0WG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
