package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"maxmind_license_key": "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",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
