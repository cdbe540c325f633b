package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"mailgun_public_key": "pubkey-88df719e7594b35ee66b001796786fd6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
