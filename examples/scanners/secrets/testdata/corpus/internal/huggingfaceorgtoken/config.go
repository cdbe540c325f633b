package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"huggingface_org_token": "api_org_NwJYtvAOgvJZbJ8GALLscp60bY3EPv1NUu",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
