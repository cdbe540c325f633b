package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"digitalocean_pat": "dop_v1_aea0c2332d042e15c5a4688962fc5a878387478b512e6f4abcdf718d309ca072",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
