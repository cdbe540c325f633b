package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "MmFaOHcuXt8V1cQcSl7yrlD2NHlUOf06AyEryaqSYJ8scVCdrmndJy7EvyQhfuk3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
