package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "36de00e33acaeec8784797d0cc9342f33431e89e956660320f0b281f092ea493",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
