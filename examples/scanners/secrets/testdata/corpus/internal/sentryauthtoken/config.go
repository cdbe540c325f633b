package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "66a45a4019eb2bc19cf9959705d90bae15c298095353b2b475e61850f098d644",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
