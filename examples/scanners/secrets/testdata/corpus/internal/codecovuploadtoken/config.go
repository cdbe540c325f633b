package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "a6b2e61d86e3e0cdc51a2381e0b0f4f2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
