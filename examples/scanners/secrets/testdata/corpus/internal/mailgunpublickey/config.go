package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"mailgun_public_key": "pubkey-b1eeb0525d235cbf461fe8c317609e01",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
