package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "mos1d3wb0ks19p0tvti7z09ufj8l5sfl7lmogx5ja522gbtccpyl97727lx1abjk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
