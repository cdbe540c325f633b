package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "b424c138-c722-8767-c619-688f3fffd9a2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
