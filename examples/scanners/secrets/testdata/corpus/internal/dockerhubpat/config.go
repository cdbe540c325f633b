package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"dockerhub_pat": "dckr_pat_BgC_Kamvh9u39n4dSlmzsJTl4wZ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
