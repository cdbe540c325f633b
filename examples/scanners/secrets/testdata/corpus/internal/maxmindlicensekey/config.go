package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"maxmind_license_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
