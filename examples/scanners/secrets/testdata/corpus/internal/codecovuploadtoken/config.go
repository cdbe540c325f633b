package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"codecov_upload_token": "7b018e75-e771-561e-c0a3-54a3ee62ac3e",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
