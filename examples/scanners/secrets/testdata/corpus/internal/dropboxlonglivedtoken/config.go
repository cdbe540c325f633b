package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "wu25cqi6a3cAAAAAAAAAATNSytsikmQFATw=Er0Li3aorvHVcDxOjVEuTqMesxn9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
