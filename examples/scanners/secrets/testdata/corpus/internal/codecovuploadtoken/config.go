package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "64883fad-19f1-2eab-c514-d38addc920ed",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
