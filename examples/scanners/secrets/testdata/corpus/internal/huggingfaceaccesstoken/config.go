package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"huggingface_access_token": "hf_f30HXJpW1LZGkGzvygOu4b6zPO7W3tzbge",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
