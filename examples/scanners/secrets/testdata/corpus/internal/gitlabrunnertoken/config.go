package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitlab_runner_token": "glrt-mdWzRThoQyEUfXpCwN8L",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
