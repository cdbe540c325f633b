package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"mailgun_public_key": "pubkey-bbd332e351f84417281cdec2a33248f8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
