package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"gitlab_agent_token": "glagent-YuwZWei5kLGndAzoAIcR1rsFy5UYXNhTyBl9NYtsYFoA0KZEMM",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
