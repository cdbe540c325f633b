package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "Rugp3F3WvqUTXRsfYlL8CE9MPDvKVzzRMGoT7c3ycU7FM54Uc2K6Md5t4M4dc9QtfeYFeTkh0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
