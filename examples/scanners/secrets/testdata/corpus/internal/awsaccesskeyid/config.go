package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"aws_access_key_id": "AKIAOWR2MRXWBONSSEIK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
