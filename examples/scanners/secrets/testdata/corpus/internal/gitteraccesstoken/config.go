package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "bb62023dbb2b1c2bc11a8b61f1c4c277c1ff11ea",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
