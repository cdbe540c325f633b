package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"contentful_pat": "CFPAT-R1YEesnmHI7JlnyLHm5zcknRXk3PHJzEL3PcYui4FMV",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
