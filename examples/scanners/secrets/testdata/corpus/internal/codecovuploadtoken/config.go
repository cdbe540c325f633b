package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "c22082dc-dbe7-33fd-31c3-a408871bff4d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
