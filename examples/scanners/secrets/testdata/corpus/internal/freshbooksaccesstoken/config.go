package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "ax7mgm02pr7lw4cy1b4spppspn16mlueeg1v9sfrdz80dni71sx07gi09edd5xfh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
