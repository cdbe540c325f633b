package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "oagk25m0v7hAAAAAAAAAA42h-4UaXDpiRwWGYP32FXU9hb4xpKd3fg-9cDpunIAG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
