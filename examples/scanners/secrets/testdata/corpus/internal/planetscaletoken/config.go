package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"planetscale_token": "pscale_oauth_5lI5ey5PqdTrqphNkz4JmyfyakUzJXskLIXGzV-3uxE",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
