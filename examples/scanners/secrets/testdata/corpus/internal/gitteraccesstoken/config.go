package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "e0bd3009d3d240632ab72c0f97c18e2e241e5704",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
