package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "9a0ede3a5217d442bd30de807d967e20",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
