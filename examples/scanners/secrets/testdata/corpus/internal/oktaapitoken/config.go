package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"okta_api_token": "00Eb9Gdwrg6AaRt6rMY-TaW9PZtAi2J4cqn70R_zbw",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
