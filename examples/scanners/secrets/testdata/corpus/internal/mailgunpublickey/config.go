package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"mailgun_public_key": "pubkey-88896d7d82624838f023c06ddce17fc0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
