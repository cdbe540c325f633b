package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"notion_legacy_token": "secret_cMeZI6SxtN68zWvxxtzP175SIF13qfyA7XhKmcqXSLB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
