package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "f1c4c277-1ff1-eaa5-7442-f2b2daeb203e",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
