package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"slack_user_token": "xoxp-107837950844-542681778616-1181073384681-6efd36832e6d84e03cf6445c849cf033",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
