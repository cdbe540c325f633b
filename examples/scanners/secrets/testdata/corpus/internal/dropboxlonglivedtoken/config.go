package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "61nvinc90tbAAAAAAAAAAakYAuGVPBrYXrU5eb450Cm3EXBakoDlreFQZg0E1jop",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
