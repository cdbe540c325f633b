package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"gitlab_agent_token": "glagent-4pLEwHgXNMafj7qUB1Nk7E-5SQb9hEF9EEhtZmdHpsX4vJD9AM",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
