package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "6a14d1f1-9b86-df0d-8953-56f33cf1f71a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
