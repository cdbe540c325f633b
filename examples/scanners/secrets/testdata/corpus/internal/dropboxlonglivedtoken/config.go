package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "i9xhudovyt6AAAAAAAAAABSEdPRVfXWWEYfxK0B7Fmgtf6B7XTQWYSevG4BIRg6j",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
