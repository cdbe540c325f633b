package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"telegram_assigned_bot_token": "761001969830:AvYXuvNM124tagt2MB97BcAMEOLLaKWYCLJ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
