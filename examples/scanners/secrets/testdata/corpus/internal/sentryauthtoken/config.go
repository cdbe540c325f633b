package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "4ce2cc8577767ea8ba4f18ee79a2b9a7100b444cea8dbff36f31686af35279ae",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
