package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"MAILGUN_API_KEY": "key-0e1e61288b2eb239638fce4aa8d359ee",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
