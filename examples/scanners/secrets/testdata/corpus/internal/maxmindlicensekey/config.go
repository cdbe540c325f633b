package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"maxmind_license_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
