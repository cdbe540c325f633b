package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"huggingface_access_token": "hf_ukCvHTKMUyCl9vihJhykKi7z2L2fbjLMnQ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
