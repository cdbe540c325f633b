package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"gitlab_agent_token": "glagent-MUzseJbqksjK_c6NqanjSnnzhAYc5aCtkRczPZ5mvWc2HuZwbD",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
