package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "1b2b90e4-ac68-7494-ff59-35ec7a78e7b6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
