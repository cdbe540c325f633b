package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "dpndi7s7h75htdsj5m9hp1p31fz9yqjo1gg-07c9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
