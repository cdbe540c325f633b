package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "2ltvxaim8yeAAAAAAAAAAVEuTqMesxn9VBSEdPRVfXWWEYfxK0B7Fmgtf6B7XTQW",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
