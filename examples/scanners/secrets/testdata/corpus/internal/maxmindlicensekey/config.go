package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"maxmind_license_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
