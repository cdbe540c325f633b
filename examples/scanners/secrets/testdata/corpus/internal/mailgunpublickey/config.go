package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"mailgun_public_key": "pubkey-4c2887145484a7f000b72e7575d19b92",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
