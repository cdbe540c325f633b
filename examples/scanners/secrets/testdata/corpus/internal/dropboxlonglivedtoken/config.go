package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "g3xqd7v5aqkAAAAAAAAAAGiy6FU-ZJFBgZ0Pquefe4JN4ZVA-l7fjoAY_Xklz7WR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
