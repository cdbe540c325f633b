package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"mailgun_public_key": "pubkey-1b88d353d2142a1cd87885472aef2b4f",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
