package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"mailgun_public_key": "pubkey-169c34914e9be59148d155724f293af1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
