package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "18a40dee53d04c252feaded0106c8746",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
