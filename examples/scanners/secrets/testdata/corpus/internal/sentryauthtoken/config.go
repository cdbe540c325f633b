package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"sentry_auth_token": "993be88f5af76afb424c1382c722a87670c6190688f3fffd9a216d151ca35f84",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
