package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "afa0c909266cbe6b022ae3db2ef73f796618de7a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
