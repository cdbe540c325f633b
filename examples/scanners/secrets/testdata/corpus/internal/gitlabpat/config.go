package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":   "https://api.acme.dev/v2",
	"gitlab_pat": "glpat-zogD3i0IFiPBD1iHr0db",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
